// The accessibility check of every story, shared by the Storybook panel (.storybook/preview.tsx)
// and the render test (stories.render.test.ts). A story is one screen without the page around
// it (no shell with its main landmark and page title), so only the three page-level rules are
// off; every other axe rule must pass.
export const galleryAxeRules: Array<{ id: string; enabled: boolean }> = ['region', 'landmark-one-main', 'page-has-heading-one'].map((id) => ({
  id,
  enabled: false,
}));

/** The two widths every story is checked at: a 360 px phone and a desktop. */
export const galleryViewports = {
  mobile: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' as const },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' }, type: 'desktop' as const },
};
