// Makes the product's math font (docs/exam.md#math-font): STIX Two Math (@fontsource/stix-two-math,
// SIL OFL 1.1) cut down to the operators, fences, arrows and big operators a formula draws, with the
// MATH table's size variants and assemblies that stretch them, as web/src/content/fonts/math.woff2.
// Letters and digits are left out: a formula keeps the text's face for them (content.css.ts).
//
//   npx tsx scripts/mathFont.ts
//
// Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli). The result
// is committed, so neither the build nor CI needs them; run this again only to change the list.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(repo, 'web/src/content/fonts');
const source = createRequire(import.meta.url).resolve('@fontsource/stix-two-math/files/stix-two-math-latin-400-normal.woff2');

/** What a formula draws from the math font, by kind. The space is the "first available font" test. */
const characters = [
  ' ',
  // Operators and relations.
  '+−=×÷±∓·⋅∗/\\<>≤≥≠≈≡∼≃≅∝∞∂∇∈∉∋⊂⊃⊆⊇∪∩∅∀∃¬∧∨∘⊕⊗⊙⊥∥∣∤∠△∴∵%!,;:.\'"′″‴°',
  // Arrows.
  '→←↔⇒⇐⇔↦⟶⟵⟷⟹⟸⟺↑↓↕⇌⇀↽',
  // Fences.
  '()[]{}|‖⟨⟩⌈⌉⌊⌋',
  // Radicals and big operators.
  '√∛∜∫∬∭∮∯∰∑∏∐⋃⋂⋁⋀⨀⨁⨂⨄⨆',
  // Dots, accents and over/under braces.
  '…⋯⋮⋱^~¯˙¨ˇ˘´`˜‾⏞⏟⏜⏝⎴⎵',
].join('');

/** No-break and thin spaces, the invisible operators, and the combining accents temml puts over a letter. */
const codePoints = 'U+00A0,U+2009,U+200A,U+2061-2064,U+0302-0304,U+0307,U+0308,U+030C,U+20D6,U+20D7,U+20E1';

mkdirSync(out, { recursive: true });
const target = join(out, 'math.woff2');
execFileSync(
  'python3',
  [
    '-m',
    'fontTools.subset',
    source,
    `--text=${characters}`,
    `--unicodes=${codePoints}`,
    "--layout-features=*",
    '--flavor=woff2',
    `--output-file=${target}`,
  ],
  { stdio: 'inherit' },
);
copyFileSync(join(dirname(dirname(source)), 'LICENSE'), join(out, 'OFL.txt'));
console.log(`${target}: ${statSync(target).size} bytes`);
