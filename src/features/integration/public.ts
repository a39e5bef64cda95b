// What other features use of integration (issue 40): the cart's 返回采购系统 (whether the tab is in a
// PunchOut session is src/lib/punchout-session.ts, read by the cart page and the shell's banner).
export { PunchoutReturnButton } from './components/punchout-return-button.tsx';
