// What other features use of quotes (issue 39): the 申请报价 button with its dialog (the cart, the
// batch enquiry result and the requisition lists).
export { QuoteRequestButton } from './components/quote-request-dialog.tsx';
