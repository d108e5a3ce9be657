import type { LoaderFunctionArgs } from "@remix-run/node";
import { blogListMeta, BlogListRoute } from "~/components/content/Blog";
import { loadBlogList } from "~/services/content/blog/posts.server";

/** /explore/blog/category/{slug}/ (?page=N): a category's posts; an unknown category is the 404. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadBlogList(request, "category", params.slug ?? "");
export const meta = blogListMeta;
export default BlogListRoute;
