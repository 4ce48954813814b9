// Which screen each route of spec 000 §2 shows; the engine's decideRoute says who may see it.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screen = LazyExoticComponent<ComponentType>;

const Placeholder = lazy(() => import('../pages/PlaceholderPage'));

/** Public screens beside the login (which is loaded eagerly: it is the first page). */
export const publicScreens: ReadonlyArray<{ path: string; screen: Screen }> = [
  { path: '/register', screen: lazy(() => import('../auth/RegisterScreen')) },
  { path: '/verify', screen: lazy(() => import('../auth/VerifyScreen')) },
  { path: '/verify-info', screen: lazy(() => import('../auth/VerifyInfoScreen')) },
  { path: '/forget-password', screen: lazy(() => import('../auth/ForgetPasswordScreen')) },
  { path: '/privacy-policy', screen: lazy(() => import('../pages/PrivacyPolicyPage')) },
  { path: '/terms', screen: lazy(() => import('../pages/TermsPage')) },
  { path: '/refund-policy', screen: lazy(() => import('../pages/RefundPolicyPage')) },
];

export const HomePage = lazy(() => import('../pages/HomePage'));
export const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
export const PlaceholderPage = Placeholder as LazyExoticComponent<ComponentType<{ title: string }>>;

/** Protected screens that come with later issues: each shows its title inside the shell. */
export const placeholderTitles: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/packages', title: 'Packages' },
  { path: '/offers', title: 'Offers' },
  { path: '/custom-packages', title: 'Custom Packages' },
  { path: '/packages/:id', title: 'Package Details' },
  { path: '/flashcard', title: 'Flashcard' },
  { path: '/flashcard/exam', title: 'Flashcard Session' },
  { path: '/random-test', title: 'Random Test' },
  { path: '/model-test', title: 'Model Test' },
  { path: '/previous-year-test', title: 'Previous Year Test' },
  { path: '/exam', title: 'Exam' },
  { path: '/exam/:id', title: 'Exam' },
  { path: '/previous-exam/:id', title: 'Previous Year Exam' },
  { path: '/model-exam/:id', title: 'Model Exam' },
  { path: '/revision', title: 'Revision' },
  { path: '/history', title: 'History' },
  { path: '/history/:id', title: 'Exam History' },
  { path: '/leaderboard', title: 'Leaderboard' },
  { path: '/profile', title: 'My Profile' },
  { path: '/profile/subscriptions', title: 'Subscriptions' },
  { path: '/profile/transactions', title: 'Transactions' },
  { path: '/purchase/success', title: 'Payment Successful' },
  { path: '/purchase/failed', title: 'Payment Failed' },
  { path: '/purchase/cancel', title: 'Payment Cancelled' },
  { path: '/contest', title: 'Contest' },
  { path: '/test', title: 'Test' },
  { path: '/leaveRequest', title: 'Leave Request' },
];
