// The contract tests read the same operation model as the conformance checker.
export { contract, operations, pascal, type Operation } from '../../scripts/conformance/contract';
