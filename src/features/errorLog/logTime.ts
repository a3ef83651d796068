const pad2 = (n: number) => String(n).padStart(2, '0');

/** The contract's DateTime (yyyy-MM-dd HH:mm:ss), in the browser's local time as the operator reads it. */
export function formatLogTime(date: Date): string {
  const day = `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
  return `${day} ${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
}
