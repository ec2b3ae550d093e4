export * from './payment-provider.js';
export * from './sandbox-gateway.js';
export * from './paystack-gateway.js';
