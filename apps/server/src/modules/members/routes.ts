import { endpoints } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import { readMultipart } from '../../plugins/uploads.ts';
import * as dues from './dues.ts';
import * as exports from './export.ts';
import * as handover from './handover.ts';
import { importRoster } from './import.ts';
import * as mine from './mine.ts';
import * as renewal from './renewal.ts';
import * as roster from './roster.ts';
import * as terms from './terms.ts';

/**
 * A club's members per term: terms, positions, the roster, its import and exports (the club's manager only), and the
 * student's own memberships.
 */
export function memberRoutes(ctx: AppContext): RouteTable {
  return {
    myMemberships: async (req) => mine.myMemberships(ctx, req.user!),
    myMembershipConsent: async (req) => mine.setConsent(ctx, req.user!, req.params.membershipId, req.body),
    myRenewals: async (req) => renewal.myRenewals(ctx, req.user!),
    myRenewalAnswer: async (req) => renewal.answerRenewal(ctx, req.user!, req.params.renewalId, req.body),
    myDues: async (req) => dues.myDues(ctx, req.user!),
    myDuesClaim: async (req) => dues.claimDues(ctx, req.user!, req.params.membershipId),
    memberTermDues: async (req) => dues.setDues(ctx, req.user!, req.params.termId, req.body),
    termMemberCharge: async (req) =>
      dues.settleCharge(ctx, req.user!, req.params.termId, req.params.membershipId, req.body),
    memberTerms: async (req) => terms.listTerms(ctx, req.user!),
    memberTermRenewal: async (req) => renewal.startRenewal(ctx, req.user!, req.params.termId, req.body),
    memberTermCreate: async (req) => terms.createTerm(ctx, req.user!, req.body),
    memberTermUpdate: async (req) => terms.updateTerm(ctx, req.user!, req.params.termId, req.body),
    memberPositions: async (req) => terms.listPositions(ctx, req.user!),
    memberPositionUpdate: async (req) =>
      terms.updatePosition(ctx, req.user!, req.params.positionId, req.body),
    termMembers: async (req) => roster.listMembers(ctx, req.user!, req.params.termId, req.query),
    termMemberAdd: async (req) => roster.addMember(ctx, req.user!, req.params.termId, req.body),
    termMemberUpdate: async (req) =>
      roster.updateMember(ctx, req.user!, req.params.termId, req.params.membershipId, req.body),
    termMembersStatus: async (req) => roster.updateMembers(ctx, req.user!, req.params.termId, req.body),
    termMemberImport: async (req) => {
      const read = await readMultipart(req, endpoints.termMemberImport.multipart);
      return importRoster(ctx, req.user!, req.params.termId, read.files.file!);
    },
    termMembersXlsx: async (req) => exports.rosterXlsx(ctx, req.user!, req.params.termId),
    termMembersCsv: async (req) => exports.rosterCsv(ctx, req.user!, req.params.termId),
    clubOfficers: async (req) => handover.officers(ctx, req.user!),
    clubHandoverCreate: async (req) => handover.createHandover(ctx, req.user!, req.body),
    clubHandoverCancel: async (req) => handover.cancelHandover(ctx, req.user!, req.params.handoverId),
    myHandovers: async (req) => handover.myHandovers(ctx, req.user!),
    myHandoverAnswer: async (req) => handover.answerHandover(ctx, req.user!, req.params.itemId, req.body),
  };
}
