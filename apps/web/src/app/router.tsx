import { lazy, type ComponentType, type ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireRole, RequireSignedIn } from '../features/auth/guards';
import { AppShell } from './layout/AppShell';
import { WORKS_OFFLINE } from './offline-pages';
import { NotFoundPage } from './routes/NotFoundPage';
import { RouteErrorPage } from './routes/RouteErrorPage';

/** A page whose code is loaded on first visit; `preload` fetches it ahead of its first render. */
export type RoutePage = ComponentType & { preload: () => Promise<void> };

/**
 * A page loaded on first visit (one chunk per page); the shell shows a skeleton meanwhile. Once its code has loaded
 * (`preload`, or a first render that suspended) it renders without suspending: a page that suspends on a first load
 * shows its skeleton and then waits for React's 300 ms between a fallback and what replaces it, even when its code
 * came a moment later (docs/decisions/0018-signed-in-first-load.md, sixth round).
 */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K): RoutePage {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= (await load())[name] as ComponentType;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Page, { preload });
}

// browse
const MainPage = page(() => import('../features/browse/routes/MainPage'), 'MainPage');
const ClubListPage = page(() => import('../features/browse/routes/ClubListPage'), 'ClubListPage');
const ClubDetailPage = page(() => import('../features/browse/routes/ClubDetailPage'), 'ClubDetailPage');
const RecruitingListPage = page(
  () => import('../features/browse/routes/RecruitingListPage'),
  'RecruitingListPage',
);
// /recruiting/:recruitingId: the browse page with the applications feature's button, composed in app/routes/RecruitingPage
const RecruitingDetailPage = page(() => import('./routes/RecruitingPage'), 'RecruitingPage');
// /show/:showId: the browse page with the reservations panel in its slot, composed in app/routes/ShowPage
const ShowDetailPage = page(() => import('./routes/ShowPage'), 'ShowPage');
const EntertainDetailPage = page(
  () => import('../features/browse/routes/EntertainDetailPage'),
  'EntertainDetailPage',
);
// auth
const LoginPage = page(() => import('../features/auth/routes/LoginPage'), 'LoginPage');
const LoadingPage = page(() => import('../features/auth/routes/LoadingPage'), 'LoadingPage');
const OAuthCodeCallbackPage = page(
  () => import('../features/auth/routes/OAuthCodeCallbackPage'),
  'OAuthCodeCallbackPage',
);
const AddInfoPage = page(() => import('../features/auth/routes/AddInfoPage'), 'AddInfoPage');
const LogoutPage = page(() => import('../features/auth/routes/LogoutPage'), 'LogoutPage');
// reservations
// /mypage: the reservations page with the checkin feature's door duties, the applications feature's 지원 내역
// and the notifications feature's mail section, composed in app/routes/MyPage
const MyPage = page(() => import('./routes/MyPage'), 'MyPage');
const MyPageUpdatePage = page(
  () => import('../features/reservations/routes/MyPageUpdatePage'),
  'MyPageUpdatePage',
);
const KakaoLinkTestPage = page(
  () => import('../features/reservations/routes/KakaoLinkTestPage'),
  'KakaoLinkTestPage',
);
const TossLinkTestPage = page(
  () => import('../features/reservations/routes/TossLinkTestPage'),
  'TossLinkTestPage',
);
// the manager area: manager-home, box-office and publishing (recruiting-review with the applications below)
// /manager/mypage: the manager-home feature's page with the checkin feature's door duties, composed in app/routes/ManagerMyPage
const ManagerMyPage = page(() => import('./routes/ManagerMyPage'), 'ManagerMyPage');
const ManagerShowsPage = page(
  () => import('../features/manager-home/routes/ManagerShowsPage'),
  'ManagerShowsPage',
);
const ManagerEntertainsPage = page(
  () => import('../features/manager-home/routes/ManagerEntertainsPage'),
  'ManagerEntertainsPage',
);
const ManagerRecruitingsPage = page(
  () => import('../features/manager-home/routes/ManagerRecruitingsPage'),
  'ManagerRecruitingsPage',
);
const ManagerProfileUpdatePage = page(
  () => import('../features/manager-home/routes/ManagerProfileUpdatePage'),
  'ManagerProfileUpdatePage',
);
const ManagerClubUpdatePage = page(
  () => import('../features/manager-home/routes/ManagerClubUpdatePage'),
  'ManagerClubUpdatePage',
);
const HolderListPage = page(() => import('../features/box-office/routes/HolderListPage'), 'HolderListPage');

/** By src/early.ts's PAGES name, the signed-in pages whose data it asks for: their code is fetched as the app starts. */
export const EARLY_ROUTE_PAGES: Record<string, RoutePage> = { mypage: MyPage, holders: HolderListPage };
const ScheduleWaitlistPage = page(
  () => import('../features/box-office/routes/ScheduleWaitlistPage'),
  'ScheduleWaitlistPage',
);
const DepositImportPage = page(
  () => import('../features/box-office/routes/DepositImportPage'),
  'DepositImportPage',
);
const ShowDashboardPage = page(
  () => import('../features/box-office/routes/ShowDashboardPage'),
  'ShowDashboardPage',
);
const RefundListPage = page(() => import('../features/box-office/routes/RefundListPage'), 'RefundListPage');
const ManagerClubDetailPage = page(
  () => import('../features/manager-home/routes/ManagerClubDetailPage'),
  'ManagerClubDetailPage',
);
const RecruitingCreatePage = page(
  () => import('../features/publishing/routes/RecruitingCreatePage'),
  'RecruitingCreatePage',
);
const RecruitingEditPage = page(
  () => import('../features/publishing/routes/RecruitingEditPage'),
  'RecruitingEditPage',
);
const EntertainCreatePage = page(
  () => import('../features/publishing/routes/EntertainCreatePage'),
  'EntertainCreatePage',
);
const EntertainEditPage = page(
  () => import('../features/publishing/routes/EntertainEditPage'),
  'EntertainEditPage',
);
const ShowCreatePage = page(() => import('../features/publishing/routes/ShowCreatePage'), 'ShowCreatePage');
const ShowEditPage = page(() => import('../features/publishing/routes/ShowEditPage'), 'ShowEditPage');
// a meeting's attendance: the address its QR holds, and the in-app camera (the membership feature)
const AttendPage = page(() => import('../features/membership/routes/AttendPage'), 'AttendPage');
const MembersPage = page(() => import('../features/members/routes/MembersPage'), 'MembersPage');
const AttendanceBookPage = page(
  () => import('../features/members/routes/AttendanceBookPage'),
  'AttendanceBookPage',
);
// the term's report to the student union (docs/product.md#the-union-report)
const ReportPage = page(() => import('../features/members/routes/ReportPage'), 'ReportPage');
// the members feature's officers page with the membership feature's hand-over requests, composed in app/routes
const OfficersPage = page(() => import('./routes/OfficersPage'), 'OfficersPage');
// the manager's meetings and attendance (docs/product.md#meetings-and-attendance)
const MeetingsPage = page(() => import('../features/members/routes/MeetingsPage'), 'MeetingsPage');
const MeetingQrPage = page(() => import('../features/members/routes/MeetingQrPage'), 'MeetingQrPage');
const MeetingAttendancePage = page(
  () => import('../features/members/routes/MeetingAttendancePage'),
  'MeetingAttendancePage',
);
// the term's activity records (docs/product.md#activity-records)
const ActivitiesPage = page(() => import('../features/members/routes/ActivitiesPage'), 'ActivitiesPage');
const HallListPage = page(() => import('../features/publishing/routes/HallListPage'), 'HallListPage');
const HallCreatePage = page(() => import('../features/publishing/routes/HallCreatePage'), 'HallCreatePage');
const HallEditPage = page(() => import('../features/publishing/routes/HallEditPage'), 'HallEditPage');
const SeatPlanPage = page(() => import('../features/publishing/routes/SeatPlanPage'), 'SeatPlanPage');
// notifications
const NotificationsPage = page(
  () => import('../features/notifications/routes/NotificationsPage'),
  'NotificationsPage',
);
const UnsubscribePage = page(
  () => import('../features/notifications/routes/UnsubscribePage'),
  'UnsubscribePage',
);
// checkin: the door (managers and door staff)
const CheckinPage = page(() => import('../features/checkin/routes/CheckinPage'), 'CheckinPage');
// recruiting applications
const ApplyPage = page(() => import('../features/applications/routes/ApplyPage'), 'ApplyPage');
const ApplicationsPage = page(
  () => import('../features/recruiting-review/routes/ApplicationsPage'),
  'ApplicationsPage',
);
const ApplicationDetailPage = page(
  () => import('../features/recruiting-review/routes/ApplicationDetailPage'),
  'ApplicationDetailPage',
);
const InterviewSlotsPage = page(
  () => import('../features/recruiting-review/routes/InterviewSlotsPage'),
  'InterviewSlotsPage',
);
// admin
const AdminPage = page(() => import('../features/admin/routes/AdminPage'), 'AdminPage');
const UnionsPage = page(() => import('../features/admin/routes/UnionsPage'), 'UnionsPage');

/** Route guards (docs/product.md#roles) around a page. */
const signedIn = (element: ReactElement) => <RequireSignedIn>{element}</RequireSignedIn>;
const manager = (element: ReactElement) => <RequireRole authority="ROLE_CLUB">{element}</RequireRole>;
const admin = (element: ReactElement) => <RequireRole authority="ROLE_ADMIN">{element}</RequireRole>;

/** The routes (docs/product.md#routes): public and student, manager, and /admin. */
export const pageRoutes: RouteObject[] = [
  // "/": the pre-launch teaser while the server's LAUNCH_DATE (GET /api/config) lies ahead, otherwise /main.
  { index: true, Component: page(() => import('../features/browse/routes/LandingPage'), 'LandingPage') },
  // public and student
  { path: 'main', element: <MainPage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'loading', element: <LoadingPage /> },
  { path: 'login/oauth2/code/google', element: <OAuthCodeCallbackPage /> },
  { path: 'add-info', element: signedIn(<AddInfoPage />) },
  { path: 'logout', element: <LogoutPage /> },
  { path: 'recruiting', element: <RecruitingListPage /> },
  { path: 'recruiting/:recruitingId', element: <RecruitingDetailPage /> },
  { path: 'clubs', element: <ClubListPage /> },
  { path: 'clubs/:id', element: <ClubDetailPage /> },
  { path: 'show/:showId', element: <ShowDetailPage /> },
  { path: 'entertain/:id', element: <EntertainDetailPage /> },
  // works offline after one visit: the tickets it kept (docs/decisions/0013-service-worker.md)
  { path: 'mypage', element: signedIn(<MyPage />), handle: WORKS_OFFLINE },
  { path: 'mypage/update', element: signedIn(<MyPageUpdatePage />) },
  { path: 'attend', element: signedIn(<AttendPage />) },
  { path: 'attend/:meetingId', element: signedIn(<AttendPage />) },
  { path: 'notifications', element: signedIn(<NotificationsPage />) },
  { path: 'unsubscribe', element: <UnsubscribePage /> },
  { path: '404', element: <NotFoundPage /> },
  { path: 'kakaolinktest', element: <KakaoLinkTestPage /> },
  { path: 'tosslinktest', element: <TossLinkTestPage /> },
  // manager
  { path: 'manager/mypage', element: manager(<ManagerMyPage />) },
  { path: 'manager/show', element: manager(<ManagerShowsPage />) },
  { path: 'manager/entertain', element: manager(<ManagerEntertainsPage />) },
  { path: 'manager/recruiting', element: manager(<ManagerRecruitingsPage />) },
  { path: 'manager/mypage/update', element: manager(<ManagerProfileUpdatePage />) },
  { path: 'manager/club/update', element: manager(<ManagerClubUpdatePage />) },
  { path: 'manager/holder/:scheduleId', element: manager(<HolderListPage />) },
  { path: 'manager/holder/:scheduleId/waitlist', element: manager(<ScheduleWaitlistPage />) },
  { path: 'manager/show/:showId/deposits', element: manager(<DepositImportPage />) },
  { path: 'manager/show/:showId/dashboard', element: manager(<ShowDashboardPage />) },
  { path: 'manager/show/:showId/refunds', element: manager(<RefundListPage />) },
  // signed in, any role: the server decides (the club's managers, the show's door staff)
  // works offline after one visit: the list kept in IndexedDB
  { path: 'manager/checkin/:scheduleId', element: signedIn(<CheckinPage />), handle: WORKS_OFFLINE },
  { path: 'manager/club/:id', element: manager(<ManagerClubDetailPage />) },
  { path: 'recruiting/create', element: manager(<RecruitingCreatePage />) },
  { path: 'edit/recruiting/:recruitingId', element: manager(<RecruitingEditPage />) },
  { path: 'entertain/create', element: manager(<EntertainCreatePage />) },
  { path: 'edit/entertain/:id', element: manager(<EntertainEditPage />) },
  { path: 'show/create', element: manager(<ShowCreatePage />) },
  { path: 'edit/show/:id', element: manager(<ShowEditPage />) },
  // meetings and attendance (docs/product.md#meetings-and-attendance)
  { path: 'manager/members/meetings', element: manager(<MeetingsPage />) },
  { path: 'manager/members/meetings/:meetingId', element: manager(<MeetingAttendancePage />) },
  { path: 'manager/members/meetings/:meetingId/qr', element: manager(<MeetingQrPage />) },
  // the club's halls (docs/product.md#halls)
  { path: 'manager/members', element: manager(<MembersPage />) },
  { path: 'manager/members/officers', element: manager(<OfficersPage />) },
  { path: 'manager/members/attendance', element: manager(<AttendanceBookPage />) },
  { path: 'manager/members/report', element: manager(<ReportPage />) },
  { path: 'manager/members/activities', element: manager(<ActivitiesPage />) },
  { path: 'manager/halls', element: manager(<HallListPage />) },
  { path: 'manager/halls/create', element: manager(<HallCreatePage />) },
  { path: 'manager/halls/:hallId', element: manager(<HallEditPage />) },
  // a seated schedule's grades and blocks (docs/product.md#assigned-seats)
  { path: 'manager/schedule/:scheduleId/seats', element: manager(<SeatPlanPage />) },
  // ours: recruiting applications (docs/product.md#recruiting-applications)
  { path: 'recruiting/:recruitingId/apply', element: signedIn(<ApplyPage />) },
  { path: 'manager/recruiting/:recruitingId/applications', element: manager(<ApplicationsPage />) },
  {
    path: 'manager/recruiting/:recruitingId/applications/:applicationId',
    element: manager(<ApplicationDetailPage />),
  },
  { path: 'manager/recruiting/:recruitingId/interviews', element: manager(<InterviewSlotsPage />) },
  // ours: the administrator's console
  { path: 'admin', element: admin(<AdminPage />) },
  // student unions' rules (docs/product.md#student-union-rules)
  { path: 'admin/unions', element: admin(<UnionsPage />) },
  // everything else
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }],
  },
];

/**
 * Gives the current history entry a key of its own when it has none. <ScrollRestoration> saves scroll positions by
 * entry key, and every entry opened by a full page load (typed address, link from elsewhere, new tab) starts without
 * one, so the router calls them all "default": opening /show/1 after scrolling /main would land at /main's position.
 * With a key of its own, such a load starts at the top, and only the same entry seen again (back/forward, reload)
 * returns to where it was.
 */
export function keyCurrentHistoryEntry(): void {
  const state: unknown = window.history.state;
  const current = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (typeof current.key === 'string' && current.key !== '') return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...current, key }, '');
}

export function createAppRouter() {
  keyCurrentHistoryEntry();
  return createBrowserRouter(routes);
}
