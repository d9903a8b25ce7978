/**
 * The club's members per term (docs/product.md#members): the terms, the positions, a term's roster with its
 * filters and totals, and the changes the manager makes; each call by its contract name. After a change the terms
 * (their counts and dues) and the term's roster are fetched again.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  ChargeRequest,
  DuesRequest,
  HandoverRequest,
  MemberAddRequest,
  MemberBatchRequest,
  MemberListQuery,
  MemberUpdateRequest,
  PositionRequest,
  TermRequest,
} from '@moa/contract';
import { call, download } from '../../lib/api-client';
import { manageKeys } from '../../lib/manager-keys';

export const memberKeys = {
  all: [...manageKeys.all, 'members'] as const,
  terms: [...manageKeys.all, 'members', 'terms'] as const,
  positions: [...manageKeys.all, 'members', 'positions'] as const,
  roster: (termId: number, filters: MemberListQuery) =>
    [...manageKeys.all, 'members', 'roster', termId, filters] as const,
};

export function termsQuery() {
  return queryOptions({
    queryKey: memberKeys.terms,
    queryFn: ({ signal }) => call('memberTerms', { signal }),
  });
}

export function positionsQuery() {
  return queryOptions({
    queryKey: memberKeys.positions,
    queryFn: ({ signal }) => call('memberPositions', { signal }),
  });
}

/** The filters go to the server, which answers the kept members and the term's totals; the last list stays while the next loads. */
export function rosterQuery(termId: number, filters: MemberListQuery) {
  return queryOptions({
    queryKey: memberKeys.roster(termId, filters),
    queryFn: ({ signal }) => call('termMembers', { params: { termId }, query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export const createTerm = (body: TermRequest) => call('memberTermCreate', { body });
export const updateTerm = (termId: number, body: TermRequest) =>
  call('memberTermUpdate', { params: { termId }, body });
export const startRenewal = (termId: number, body: TermRequest) =>
  call('memberTermRenewal', { params: { termId }, body });
export const setDues = (termId: number, body: DuesRequest) =>
  call('memberTermDues', { params: { termId }, body });
export const addMember = (termId: number, body: MemberAddRequest) =>
  call('termMemberAdd', { params: { termId }, body });
export const updateMember = (termId: number, membershipId: number, body: MemberUpdateRequest) =>
  call('termMemberUpdate', { params: { termId, membershipId }, body });
export const updateMembers = (termId: number, body: MemberBatchRequest) =>
  call('termMembersStatus', { params: { termId }, body });
export const chargeMember = (termId: number, membershipId: number, body: ChargeRequest) =>
  call('termMemberCharge', { params: { termId, membershipId }, body });
export const importRoster = (termId: number, file: File) =>
  call('termMemberImport', { params: { termId }, body: { request: undefined, files: { file } } });
export const updatePosition = (positionId: number, body: PositionRequest) =>
  call('memberPositionUpdate', { params: { positionId }, body });

export const downloadRosterXlsx = (termId: number) => download('termMembersXlsx', { params: { termId } });
export const downloadRosterCsv = (termId: number) => download('termMembersCsv', { params: { termId } });

// ---- officers and hand-over (docs/product.md#officers-and-hand-over) ----

export const officerKeys = {
  all: [...manageKeys.all, 'members', 'officers'] as const,
};

export function officersQuery() {
  return queryOptions({
    queryKey: officerKeys.all,
    queryFn: ({ signal }) => call('clubOfficers', { signal }),
  });
}

export const createHandover = (body: HandoverRequest) => call('clubHandoverCreate', { body });
export const cancelHandover = (handoverId: number) => call('clubHandoverCancel', { params: { handoverId } });
