/** The onboarding module: its routes. */
export { onboardingRoutes } from './onboarding.routes.js';
