// The staff paths the 服务订单 console calls, after /gateway (tests/api/staff/services-console.test.ts
// checks each against the staff route table and walks the flow through them).
import type { StaffStep } from '../../../../machines/staff/staff-service-rules.ts';

const BASE = '/common/api/staff/common/serviceOrder';

export const SERVICE_CONSOLE_PATHS = {
  queue: `${BASE}/queue/list`,
  get: `${BASE}/get/:id`,
  quote: `${BASE}/quote`,
  confirm: `${BASE}/confirm`,
  schedule: `${BASE}/schedule`,
  start: `${BASE}/start`,
  deliver: `${BASE}/deliver`,
  cancel: `${BASE}/cancel`,
} as const satisfies Record<'queue' | 'get' | StaffStep, string>;
