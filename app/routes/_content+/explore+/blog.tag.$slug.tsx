import type { LoaderFunctionArgs } from "@remix-run/node";
import { blogListMeta, BlogListRoute } from "~/components/content/Blog";
import { loadBlogList } from "~/services/content/blog/posts.server";

/** /explore/blog/tag/{slug}/ (?page=N): the posts with a tag; an unknown tag is the 404. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadBlogList(request, "tag", params.slug ?? "");
export const meta = blogListMeta;
export default BlogListRoute;
