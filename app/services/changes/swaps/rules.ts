/** A rental's car swaps (issue 32), pure: the km driven across the cars. */

/**
 * The km driven over a rental whose car was swapped: each car's km from its hand-over to its
 * hand-back (the first from the pick-up, the last to the return). Without swaps: return less pick-up.
 */
export function kmDrivenAcrossSwaps(
  pickupOdometerKm: number,
  swaps: readonly { fromOdometerKm: number; toOdometerKm: number }[],
  returnOdometerKm: number,
): number {
  let total = 0;
  let start = pickupOdometerKm;
  for (const swap of swaps) {
    total += Math.max(0, swap.fromOdometerKm - start);
    start = swap.toOdometerKm;
  }
  return total + Math.max(0, returnOdometerKm - start);
}
