# The rulebench command line as an image, for distributed playtests (docs/scale.md): the default command
# is a worker that takes shard jobs from the Redis queue named by RULEBENCH_QUEUE. Only the runtime dependencies
# are installed (no Electron, no renderer build); the engine runs from its TypeScript sources through the cached
# esbuild bundles, built once here so containers start warm. Not built or run on the development machine (no
# Docker there): see docs/scale.md.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY bin ./bin
COPY src ./src
COPY rulesets ./rulesets
COPY tsconfig.json tsconfig.base.json ./
# Build the CLI and playtest-thread bundles now (node_modules/.cache/rulebench), readable by the unprivileged user.
RUN node bin/rulebench.mjs playtest dog/standard --games 2 --workers 1 --quiet > /dev/null \
 && mkdir -p node_modules/.cache/rulebench && chown -R node:node node_modules/.cache
USER node
ENV RULEBENCH_QUEUE=redis://redis:6379/0
# `exec` makes node PID 1, so `docker stop` (SIGTERM) reaches the worker: it finishes its shards, then exits.
# Any other command: docker run IMAGE node bin/rulebench.mjs compare … --queue URL
CMD ["sh", "-c", "exec node bin/rulebench.mjs worker \"$RULEBENCH_QUEUE\""]
