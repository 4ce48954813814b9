// The document title of every route (docs/shell.md#routes): words a learner reads in the tab, the
// history and a screen reader, so a catalogue like every other (docs/architecture.md#messages). One
// entry per path of the route table (routes.ts; its test checks both lists agree), each title used
// once, so the pages tell apart. A page the signed-in role may not open is titled as its heading
// says, `messages.notAllowedTitle`. Not in the specification: our wording.
import { catalogue } from '../i18n/catalogue';
export const titleMessages = catalogue('titles', {
  /** A path of no route. */
  notFound: 'Page Not Found',
  routes: {
    '/': 'Login',
    '/register': 'Registration',
    '/verify': 'Email Verification',
    '/verify-info': 'Check Your Email',
    '/forget-password': 'Forgot Password',
    '/privacy-policy': 'Privacy Policy',
    '/terms': 'Terms and Conditions',
    '/refund-policy': 'Refund Policy',
    '/confirm-email': 'Confirm Email Change',
    '/cancel-email-change': 'Cancel Email Change',
    '/home': 'Dashboard',
    '/packages': 'Packages',
    '/offers': 'Offers',
    '/custom-packages': 'Custom Package',
    '/packages/:id': 'Package Details',
    '/flashcard': 'Flashcard',
    '/flashcard/exam': 'Flashcard Session',
    '/random-test': 'Random Test',
    '/model-test': 'Model Test',
    '/previous-year-test': 'Previous Year Test',
    '/exam': 'Exam',
    '/exam/:id': 'Random Test Exam',
    '/previous-exam/:id': 'Previous Year Exam',
    '/model-exam/:id': 'Model Test Exam',
    '/revision': 'Revision',
    '/review': 'Review',
    '/history': 'History',
    '/history/:id': 'Exam History Details',
    '/leaderboard': 'Leaderboard',
    '/profile': 'My Profile',
    '/profile/subscriptions': 'Subscriptions',
    '/profile/transactions': 'Transactions',
    '/purchase/success': 'Payment Successful',
    '/purchase/failed': 'Payment Failed',
    '/purchase/cancel': 'Payment Cancelled',
    '/contest': 'Contest',
    '/contest/:id/result': 'Contest Result',
    '/contest/:id/merit-list': 'Merit List',
    '/contest/:id/review': 'Contest Review',
    '/test': 'Test',
    '/leaveRequest': 'Leave Request',
    '/admin/contests': 'Contest Administration',
  },
} as const);
