// A deliberate import cycle (with cycleB.ts): tests/unit/lintLayers.test.ts shows the lint step refuses it.
import { b } from './cycleB';

export const a = () => b() + 1;
