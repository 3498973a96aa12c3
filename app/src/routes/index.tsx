import { createHashRouter, RouterProvider } from 'react-router-dom';
import { ShellPage } from './shell-page';

/** Hash routes (spec: accounts §2). Later issues add the rest of the table here. */
export const routes = [{ path: '/', element: <ShellPage /> }];

const router = createHashRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
