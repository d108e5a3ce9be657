import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../catalog/car-classes.server";
import { getDb } from "../db.server";
import { branches, reservations, users, vehicleMoves, type VehicleMoveKind } from "../schema";

/** A car's change of branch (issue 32): written with the change, in its transaction. */
export type VehicleMoveInput = {
  vehicleId: number;
  fromBranchId: number;
  toBranchId: number;
  movedAt: Date;
  kind: VehicleMoveKind;
  reservationId?: string | null;
  movedByUserId?: string | null;
};

export async function recordVehicleMove(tx: DbExecutor, move: VehicleMoveInput): Promise<void> {
  if (move.fromBranchId === move.toBranchId) return;
  await tx.insert(vehicleMoves).values({
    vehicleId: move.vehicleId,
    fromBranchId: move.fromBranchId,
    toBranchId: move.toBranchId,
    movedAt: move.movedAt,
    kind: move.kind,
    reservationId: move.reservationId ?? null,
    movedByUserId: move.movedByUserId ?? null,
  });
}

export type VehicleMove = {
  id: string;
  movedAt: Date;
  kind: VehicleMoveKind;
  fromBranch: string;
  toBranch: string;
  reference: string | null;
  movedBy: string | null;
};

/** One car's moves, latest first, with the branches' names and the booking that brought it. */
export async function listMovesOfVehicle(vehicleId: number, executor?: DbExecutor): Promise<VehicleMove[]> {
  const db = executor ?? (await getDb());
  const fromBranch = alias(branches, "from_branch");
  const toBranch = alias(branches, "to_branch");
  return db
    .select({
      id: vehicleMoves.id,
      movedAt: vehicleMoves.movedAt,
      kind: vehicleMoves.kind,
      fromBranch: fromBranch.name,
      toBranch: toBranch.name,
      reference: reservations.reference,
      movedBy: users.email,
    })
    .from(vehicleMoves)
    .innerJoin(fromBranch, eq(fromBranch.id, vehicleMoves.fromBranchId))
    .innerJoin(toBranch, eq(toBranch.id, vehicleMoves.toBranchId))
    .leftJoin(reservations, eq(reservations.id, vehicleMoves.reservationId))
    .leftJoin(users, eq(users.id, vehicleMoves.movedByUserId))
    .where(eq(vehicleMoves.vehicleId, vehicleId))
    .orderBy(desc(vehicleMoves.movedAt), desc(vehicleMoves.createdAt));
}
