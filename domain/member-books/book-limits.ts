// How many rows a member's books hold: addresses and invoice titles (the server refuses more,
// the pages stop offering 新增 at the limit).
export const MAX_ADDRESSES = 20;
export const MAX_INVOICES = 20;
