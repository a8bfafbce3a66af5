import type { AppPath, PathParamNames, RouteDefinition } from '@ooh/api/routes';

/** The params of a screen's route, by name: `/view-plan/{plan_id}` → `{ plan_id: string }`. */
export type RouteParamsOf<P extends AppPath> = Readonly<{ [K in PathParamNames<P>]: string }>;

/**
 * What the router hands every screen: the route it was opened by and that route's params. A screen serving one
 * route types them exactly (`ScreenProps<'/update-brief/{brief_id}'>`); a screen serving several takes the union
 * of its routes, and any other gets them by name, possibly absent.
 */
export interface ScreenProps<P extends AppPath = AppPath> {
  route: RouteDefinition<P>;
  params: [AppPath] extends [P] ? Readonly<Record<string, string | undefined>> : RouteParamsOf<P>;
}
