// Every server route declares its schema (docs/decisions/0004-routes-declare-schemas.md): its
// params, query, body and headers are checked by Fastify with the domain's zod schemas, and the
// API's description is drawn from them. A route taking no input says so with `schema: {}`.
// The app also refuses to start with such a route (server/src/http/route-schemas.ts); this rule
// says it earlier, in the editor, at the line.
const routeMethods = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);

const isFunction = (node) =>
  node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression';

/** Whether an options object names a schema; a spread or a variable is left to the start check. */
function declaresSchema(options) {
  if (options.type !== 'ObjectExpression') return true;
  return options.properties.some(
    (property) =>
      property.type === 'SpreadElement' ||
      (property.type === 'Property' &&
        !property.computed &&
        (property.key.name ?? property.key.value) === 'schema'),
  );
}

const routeSchemaRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A Fastify route declares its schema' },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        const method = callee.property.name;
        const args = node.arguments;
        if (method === 'route' && args.length === 1 && args[0].type === 'ObjectExpression') {
          if (!declaresSchema(args[0])) {
            context.report({ node, message: 'This route declares no schema.' });
          }
          return;
        }
        // app.get(path, handler) or app.get(path, options, handler): a handler comes last.
        if (!routeMethods.has(method) || args.length < 2 || !isFunction(args.at(-1))) return;
        if (args.length === 2 || !declaresSchema(args[1])) {
          context.report({
            node,
            message: `This ${method.toUpperCase()} route declares no schema: add { schema: { params, querystring, body, response } } (or schema: {} when it takes no input).`,
          });
        }
      },
    };
  },
};

export const routeSchemas = { rules: { declared: routeSchemaRule } };
