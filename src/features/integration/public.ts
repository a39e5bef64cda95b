// What other features use of integration (issue 40): PunchOut's header banner (the shell), the
// cart's 返回采购系统 and whether the tab is in a PunchOut session (the cart page).
export { PunchoutBanner } from './components/punchout-banner.tsx';
export { PunchoutReturnButton } from './components/punchout-return-button.tsx';
export { usePunchoutSession } from './punchout-store.ts';
