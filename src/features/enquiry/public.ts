// What other features may use of the batch enquiry: the member's enquiry list call (the personal
// centre's 我的询价) and the colour of an enquiry's state badge.
export { fetchMyEnquiries } from './api.ts';
export { ENQUIRY_STATE_COLOUR } from './components/status-colours.ts';
