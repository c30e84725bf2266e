/**
 * Packs the Dutch criteria into one BigInt edge weight, most important criterion in the highest
 * digits. Each tier gets a "digit" wide enough for the largest total it can reach in any matching,
 * so a maximum-weight matching is the lexicographic optimum over the tiers, exactly.
 */
export class TierPacker {
  private readonly rows: bigint[][] = [];
  private readonly max: bigint[];

  constructor(readonly tiers: number, private readonly maxEdgesInMatching: number) {
    this.max = new Array<bigint>(tiers).fill(0n);
  }

  /** Adds one edge's tier values (length `tiers`, each >= 0); returns its row index. */
  add(values: bigint[]): number {
    for (let t = 0; t < this.tiers; t++) if (values[t]! > this.max[t]!) this.max[t] = values[t]!;
    this.rows.push(values);
    return this.rows.length - 1;
  }

  /**
   * The packed weights, in the order the rows were added. A tier below `countTier` whose value is
   * the same on every row that counts in `countTier` and zero elsewhere cannot change the optimum
   * (that count is already fixed), so it takes no digits.
   */
  weights(countTier: number): bigint[] {
    for (let t = countTier + 1; t < this.tiers; t++) {
      let common: bigint | null = null;
      let constant = true;
      for (const row of this.rows) {
        const v = row[t]!;
        if (row[countTier]! === 0n) constant = v === 0n;
        else if (common === null) common = v;
        else constant = v === common;
        if (!constant) break;
      }
      if (constant) {
        this.max[t] = 0n;
        for (const row of this.rows) row[t] = 0n;
      }
    }
    const mult = new Array<bigint>(this.tiers).fill(1n);
    const edges = BigInt(this.maxEdgesInMatching);
    for (let t = this.tiers - 2; t >= 0; t--) mult[t] = mult[t + 1]! * (this.max[t + 1]! * edges + 1n);
    return this.rows.map((row) => {
      let w = 0n;
      for (let t = 0; t < this.tiers; t++) if (row[t]! !== 0n) w += row[t]! * mult[t]!;
      return w;
    });
  }
}

/**
 * Maps score differences (in half points) to powers of a base so that summing them compares lists
 * of differences lexicographically from the largest (the PSD comparison of A.8): one difference one
 * step larger outweighs any number (< base) of smaller ones.
 */
export class DifferenceScale {
  private readonly power = new Map<number, bigint>();
  readonly top: bigint;

  constructor(values: Iterable<number>, base: number) {
    const sorted = [...new Set(values)].sort((a, b) => a - b);
    let p = 1n;
    const b = BigInt(base);
    for (const v of sorted) {
      this.power.set(v, p);
      p *= b;
    }
    this.top = p;
  }

  of(value: number): bigint {
    const p = this.power.get(value);
    if (p === undefined) throw new Error(`difference ${value} outside the scale`);
    return p;
  }
}
