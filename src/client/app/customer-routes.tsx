/** The customer side's routes (filled in by the customer app). */
import type { RouteObject } from 'react-router-dom';

export const customerRoutes: RouteObject[] = [];
