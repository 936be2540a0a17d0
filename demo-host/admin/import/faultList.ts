import { MAX_FAULTS, type ImportFault } from './menuItem';

/** The faults of a file as they are found: the first MAX_FAULTS kept, all of them counted. */
export class FaultList {
  readonly kept: ImportFault[] = [];
  count = 0;

  add(line: number, column: string | null, message: string): void {
    this.count += 1;
    if (this.kept.length < MAX_FAULTS) this.kept.push({ line, column, message });
  }

  addAll(faults: readonly ImportFault[]): void {
    for (const fault of faults) this.add(fault.line, fault.column, fault.message);
  }

  get empty(): boolean {
    return this.count === 0;
  }
}
