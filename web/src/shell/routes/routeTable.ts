// Which screen each route of docs/shell.md#routes shows; the engine's decideRoute says who may see it.
import { titleMessages } from '@proshno/engine';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screen = LazyExoticComponent<ComponentType>;
/** A screen of a route with an id (`/exam/:id`), given the id it names or null (./routeId). */
type IdScreen = LazyExoticComponent<ComponentType<{ id: number | null }>>;

const Placeholder = lazy(() => import('../pages/PlaceholderPage'));

/** Public screens beside the login (which is loaded eagerly: it is the first page). */
export const publicScreens: ReadonlyArray<{ path: string; screen: Screen }> = [
  { path: '/register', screen: lazy(() => import('../../access/RegisterScreen')) },
  { path: '/verify', screen: lazy(() => import('../../access/VerifyScreen')) },
  { path: '/verify-info', screen: lazy(() => import('../../access/VerifyInfoScreen')) },
  { path: '/forget-password', screen: lazy(() => import('../../access/ForgetPasswordScreen')) },
  { path: '/privacy-policy', screen: lazy(() => import('../pages/PrivacyPolicyPage')) },
  { path: '/terms', screen: lazy(() => import('../pages/TermsPage')) },
  { path: '/refund-policy', screen: lazy(() => import('../pages/RefundPolicyPage')) },
  // The links of an e-mail change's mails (engine mailLinkPaths).
  { path: '/confirm-email', screen: lazy(() => import('../../progress/profile/EmailChangeLinkPage').then((m) => ({ default: m.ConfirmEmailPage }))) },
  { path: '/cancel-email-change', screen: lazy(() => import('../../progress/profile/EmailChangeLinkPage').then((m) => ({ default: m.CancelEmailChangePage }))) },
];

export const HomePage = lazy(() => import('../../progress/home/HomePage'));

/** The exam-taking screen (docs/exam.md#screen) under its three routes; `id` is the exam. */
export const ExamScreen = lazy(() => import('../../exam/ExamScreen')) as IdScreen;
/** The routes of the exam screen: the engine's route table names them (`examPaths`). */
export { examPaths as examRoutes } from '@proshno/engine';
export const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
export const NotAllowedPage = lazy(() => import('../pages/NotAllowedPage'));
export const PlaceholderPage = Placeholder as LazyExoticComponent<ComponentType<{ title: string }>>;

/** Protected screens without route parameters, shown inside the shell. */
export const protectedScreens: ReadonlyArray<{ path: string; screen: Screen }> = [
  { path: '/flashcard', screen: lazy(() => import('../../practice/flashcard/FlashcardSetupScreen')) },
  { path: '/flashcard/exam', screen: lazy(() => import('../../practice/flashcard/FlashcardSessionScreen')) },
  { path: '/random-test', screen: lazy(() => import('../../practice/random/RandomTestScreen')) },
  { path: '/model-test', screen: lazy(() => import('../../practice/model/ModelTestScreen')) },
  { path: '/previous-year-test', screen: lazy(() => import('../../practice/previous/PreviousYearScreen')) },
  // docs/progress.md: progress and profile
  { path: '/history', screen: lazy(() => import('../../progress/history/HistoryScreen')) },
  { path: '/revision', screen: lazy(() => import('../../progress/revision/RevisionScreen')) },
  // docs/learning.md: today's due cards
  { path: '/review', screen: lazy(() => import('../../learning/ReviewScreen')) },
  // docs/learning.md#topic-map: every topic the learner has met
  { path: '/progress', screen: lazy(() => import('../../learning/TopicMapScreen')) },
  { path: '/leaderboard', screen: lazy(() => import('../../progress/leaderboard/LeaderboardScreen')) },
  { path: '/profile', screen: lazy(() => import('../../progress/profile/ProfileScreen')) },
  // docs/contest.md#learner-screen
  { path: '/contest', screen: lazy(() => import('../../contest/ContestScreen')) },
  // docs/contest.md#admin-screen (Admin only: engine decideRoute)
  { path: '/admin/contests', screen: lazy(() => import('../../contest/admin/AdminContestsScreen')) },
  { path: '/admin/questions', screen: lazy(() => import('../../quality/admin/QuestionQualityScreen')) },
  { path: '/admin/audit', screen: lazy(() => import('../../audit/AuditLogScreen')) },
  // docs/access.md#admin-learners
  { path: '/admin/learners', screen: lazy(() => import('../../access/admin/AdminLearnersScreen')) },
  // docs/content.md#import-page
  { path: '/admin/import', screen: lazy(() => import('../../bank/import/BankImportScreen')) },
  // docs/content.md#catalogue
  { path: '/admin/catalogue', screen: lazy(() => import('../../practice/admin/CatalogueScreen')) },
  { path: '/admin/exams', screen: lazy(() => import('../../practice/admin/ExamTemplatesScreen')) },
  // docs/content.md#bank-list; /admin/bank/new is the editor's route, BankEditorScreen below
  { path: '/admin/bank', screen: lazy(() => import('../../bank/list/BankListScreen')) },
  // docs/content.md#sales
  { path: '/admin/packages', screen: lazy(() => import('../../commerce/admin/PackagesAdminScreen')) },
  { path: '/admin/transactions', screen: lazy(() => import('../../commerce/admin/TransactionsAdminScreen')) },
];

/** The commerce screens (docs/shell.md#routes): packages, offers, the custom plan, payment results, subscriptions, transactions. */
const paymentResult = (name: 'PaymentSuccessPage' | 'PaymentFailedPage' | 'PaymentCancelledPage') =>
  lazy(() => import('../../commerce/PaymentResultPage').then((m) => ({ default: m[name] })));
export const commerceScreens: ReadonlyArray<{ path: string; screen: Screen }> = [
  { path: '/packages', screen: lazy(() => import('../../commerce/PackagesScreen')) },
  { path: '/offers', screen: lazy(() => import('../../commerce/OffersScreen')) },
  { path: '/custom-packages', screen: lazy(() => import('../../commerce/CustomPlanScreen')) },
  { path: '/purchase/success', screen: paymentResult('PaymentSuccessPage') },
  { path: '/purchase/failed', screen: paymentResult('PaymentFailedPage') },
  { path: '/purchase/cancel', screen: paymentResult('PaymentCancelledPage') },
  { path: '/profile/subscriptions', screen: lazy(() => import('../../commerce/SubscriptionsScreen')) },
  { path: '/profile/transactions', screen: lazy(() => import('../../commerce/TransactionsScreen')) },
];
/** /packages/{id}, where Renew Package leads (docs/commerce.md#subscriptions). */
export const PackageDetailScreen = lazy(() => import('../../commerce/PackageDetailScreen')) as IdScreen;
/** /admin/learners/{id} (docs/access.md#admin-learners): one account; `id` is the user. */
export const AdminLearnerScreen = lazy(() => import('../../access/admin/AdminLearnerScreen')) as IdScreen;
/**
 * /admin/bank/{id} and /admin/bank/new (docs/content.md#editor): one question's editor; `id` is the
 * version, null for new. One route for both, so the editor stays mounted when its first save puts
 * the new question's id in the address.
 */
export const BankEditorScreen = lazy(() => import('../../bank/editor/BankEditorScreen')) as IdScreen;
/** /history/{id} (docs/progress.md#history-detail): one exam's review; `id` is the exam. */
export const HistoryDetailScreen = lazy(() => import('../../progress/history/HistoryDetailScreen')) as IdScreen;

/** A finished contest's pages (docs/contest.md#result-screens); `id` is the contest. */
const contestPage = (name: 'ContestResultPage' | 'ContestMeritListPage' | 'ContestReviewPage') =>
  lazy(() => import('../../contest/ContestPages').then((m) => ({ default: m[name] }))) as IdScreen;
export const contestPages: ReadonlyArray<{ path: string; screen: IdScreen }> = [
  { path: '/contest/:id/result', screen: contestPage('ContestResultPage') },
  { path: '/contest/:id/merit-list', screen: contestPage('ContestMeritListPage') },
  { path: '/contest/:id/review', screen: contestPage('ContestReviewPage') },
];

/** Protected screens that come with later issues: each shows its title inside the shell. */
export const placeholderTitles: ReadonlyArray<{ path: string; title: string }> = (['/test', '/leaveRequest'] as const).map((path) => ({
  path,
  title: titleMessages.routes[path],
}));
