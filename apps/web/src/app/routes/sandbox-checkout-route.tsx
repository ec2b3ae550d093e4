import { SandboxCheckoutPage } from '../../features/sandbox-gateway/components/sandbox-checkout-page';

/** Lazily loaded route module: public, outside the portal's layout (its own minimal header). */
export function SandboxCheckoutRoute() {
  return <SandboxCheckoutPage />;
}
