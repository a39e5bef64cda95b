// What other modules and scripts may use of the points module: the only file of it they import.
export { POINTS_MSG } from './messages.ts';
export { releaseDueOrderPoints, reversePointsForRefund } from './order-points.ts';
export { expireAllDue } from './points-sweeper.ts';
export { settleMember } from './points-service.ts';
export { cancelRedemption, CLI_POINTS_ACTOR, completeRedemption, listRedemptions, shipRedemption, staffRedemption } from './staff-points-service.ts';
export { redemptionIdByNo } from './points-repository.ts';
export { staffRedemptionCounts } from './staff-redemption-queue.ts';
export { redemptionsToShip } from './points-repository.ts';
