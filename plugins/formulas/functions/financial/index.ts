import type { FunctionDefinition } from '../../function-definition.js';
import { amortizationFunctions } from './amortization.js';
import { bondFunctions } from './bonds.js';
import { cashFlowFunctions } from './cash-flows.js';
import { couponFunctions } from './coupons.js';
import { depreciationFunctions } from './depreciation.js';
import { oddCouponFunctions } from './odd-coupons.js';
import { rateFunctions } from './rates.js';
import { securityFunctions } from './securities.js';
import { tvmFunctions } from './tvm.js';

/** The financial functions. */
export const financialFunctions: readonly FunctionDefinition[] = [
  ...tvmFunctions,
  ...cashFlowFunctions,
  ...rateFunctions,
  ...depreciationFunctions,
  ...amortizationFunctions,
  ...couponFunctions,
  ...securityFunctions,
  ...bondFunctions,
  ...oddCouponFunctions,
];
