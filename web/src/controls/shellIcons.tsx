// The two icons of the always-loaded shell (the menu button and the close ×), drawn with lucide's
// own paths (lucide, ISC licence: icons "menu" and "x") by a plain svg, so lucide-react's runtime is
// not part of the login page's first paint (docs/architecture.md#icons; issue 9's 140 KB budget).
// Every other icon is lucide-react's, imported one by one.
type ShellIconProps = { size: number };

function ShellIcon({ size, paths }: ShellIconProps & { paths: readonly string[] }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

const menuPaths = ['M4 5h16', 'M4 12h16', 'M4 19h16'] as const;
const closePaths = ['M18 6 6 18', 'm6 6 12 12'] as const;

export function MenuIcon({ size }: ShellIconProps) {
  return <ShellIcon size={size} paths={menuPaths} />;
}

export function CloseIcon({ size }: ShellIconProps) {
  return <ShellIcon size={size} paths={closePaths} />;
}
