export { SandboxTransferPage as SandboxTransferRoute } from '../../features/sandbox-gateway/components/sandbox-transfer-page';
