// What other modules and scripts may use of the cooperation module: the only file of it they import.
export { CLI_REVIEWER, listCooperation, reviewCooperation, staffCooperationRow } from './cooperation-service.ts';
export { cooperationPending } from './cooperation-queue-count.ts';
