export { SandboxCheckoutPage as SandboxCheckoutRoute } from '../../features/sandbox-gateway/components/sandbox-checkout-page';
