// What a browser older than the supported ones shows instead of a blank page (docs/browsers.md#too-old):
// the product's words in English and Bengali at once (the learner has not chosen a language on a
// page that cannot run), naming the oldest versions that can run it. The page is drawn by a script
// that runs in browsers far older than the build's target, so this module stays plain: strings and
// functions that only join them.

/** The oldest version of each browser the build supports (package.json's browserslist). */
export type BrowserMinimum = { chrome: number; firefox: number; safari: number };

export type BrowserSupportText = {
  /** The page's heading. */
  title: string;
  /** What can run the product, with the versions written by `number`. */
  needs: (minimum: BrowserMinimum, number: (value: number) => string) => string;
  /** What to do about it. */
  advice: string;
};

export const browserSupportMessages: { en: BrowserSupportText; bn: BrowserSupportText } = {
  en: {
    title: 'This browser is too old for Proshno',
    needs: (minimum, number) =>
      `Proshno needs Chrome or Android System WebView ${number(minimum.chrome)} or newer, Firefox ${number(minimum.firefox)} or newer, or Safari ${number(minimum.safari)} or newer.`,
    advice: 'Update Chrome and Android System WebView from the Play Store, or open Proshno in another browser. Your answers and account are safe.',
  },
  bn: {
    title: 'এই ব্রাউজারটি Proshno চালানোর জন্য অনেক পুরনো',
    needs: (minimum, number) =>
      `Proshno চালাতে Chrome বা Android System WebView ${number(minimum.chrome)} বা তার নতুন সংস্করণ, Firefox ${number(minimum.firefox)} বা তার নতুন সংস্করণ, অথবা Safari ${number(minimum.safari)} বা তার নতুন সংস্করণ লাগবে।`,
    advice: 'Play Store থেকে Chrome ও Android System WebView হালনাগাদ করুন, অথবা অন্য কোনো ব্রাউজারে Proshno খুলুন। আপনার উত্তর ও অ্যাকাউন্ট নিরাপদ আছে।',
  },
};
