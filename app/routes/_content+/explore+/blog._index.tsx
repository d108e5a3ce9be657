import type { LoaderFunctionArgs } from "@remix-run/node";
import { blogListMeta, BlogListRoute } from "~/components/content/Blog";
import { loadBlogList } from "~/services/content/blog/posts.server";

/** /explore/blog/ (?page=N): every post, newest first. */
export const loader = ({ request }: LoaderFunctionArgs) => loadBlogList(request, "all");
export const meta = blogListMeta;
export default BlogListRoute;
