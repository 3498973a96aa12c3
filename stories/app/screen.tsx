import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { AuthProvider } from '../../app/src/providers/auth-provider';

/** Where a navigation ended up: every route the story does not list renders this. */
function Arrived() {
  const { pathname } = useLocation();
  return <p>Arrived at {pathname}</p>;
}

/**
 * App screens as the app mounts them: inside its AuthProvider and a router opened at `entry` (after
 * the entries of `history`, if any, so Back has somewhere to go). Any other route shows "Arrived at
 * <path>", so a play can assert where a navigation went.
 */
export function AppAt({
  entry,
  routes,
  history = [],
}: {
  entry: InitialEntry;
  routes: Record<string, ReactElement>;
  history?: InitialEntry[];
}) {
  return (
    <AuthProvider>
      <MemoryRouter initialEntries={[...history, entry]} initialIndex={history.length}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<Arrived />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>
  );
}
