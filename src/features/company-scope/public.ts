// What /myOrder, /enquiry and /afterSale use of the company scope (issue 37 item 5): the switch
// with its filters, and the call that loads what the filters offer.
export { ScopeBar } from './components/scope-bar.tsx';
export { fetchScopeFilters } from './api.ts';
