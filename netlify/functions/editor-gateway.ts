export { handler } from "../../editor/gateway/netlify";
