import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BoardPage } from "~/components/admin/board/BoardPage";
import { requireStaff } from "~/services/admin/access/guard.server";
import { boardPage } from "~/services/admin/board/board.server";
import { BOARD_TEXT } from "~/services/admin/board/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";

/** /admin/: the branch board (issue 21), for the staff member's branches or the one chosen. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: BOARD_TEXT.title, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const asked = new URL(request.url).searchParams.get("branch");
  const board = await boardPage(staff, asked);
  return data({ ...board, role: staff.role }, { headers: NO_STORE });
}

export default function AdminBoard() {
  return <BoardPage board={useLoaderData<typeof loader>()} />;
}
