import type { LoaderFunctionArgs } from "@remix-run/node";
import { blogPostMeta, BlogPostRoute } from "~/components/content/Blog";
import { loadBlogPost } from "~/services/content/blog/posts.server";

/** /explore/blog/{slug}/: one post of content/blog/ (unknown slugs answer the site's 404). */
export const loader = ({ params }: LoaderFunctionArgs) => loadBlogPost(params.slug ?? "");
export const meta = blogPostMeta;
export default BlogPostRoute;
