/** Characters as the contract's maxLength counts them (code points): an emoji is one, not two UTF-16 units. */
export const lengthOf = (text: string) => [...text].length;

/** An antd Input's `count` that shows the limit and counts characters as the contract does. */
export const countedAs = (max: number) => ({ show: true, max, strategy: lengthOf });
