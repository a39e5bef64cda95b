// PunchOut's calls (issue 40, item 4): the start ticket's exchange (open) and 返回采购系统 (member).
import type { PunchoutForm } from '../../../machines/integration/punchout-return.ts';
import { post } from '../../lib/client.ts';

export interface PunchoutEntry {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  session: { id: number; protocol: 'oci' | 'cxml'; operation: 'create' | 'edit' | 'inspect' };
}

export function enterPunchout(ticket: string): Promise<PunchoutEntry> {
  return post<PunchoutEntry>('/system/open/punchout/ticket', { ticket }, { silent: true });
}

export function returnPunchout(sessionId: number): Promise<PunchoutForm> {
  return post<PunchoutForm>('/goods/api/punchout/return', { sessionId }, { silent: true });
}
