/** Numbers as the UI text writes them (15,000): the contract's grouping, which the server's messages use too. */
export { groupDigits as koNumber } from '@moa/contract';
