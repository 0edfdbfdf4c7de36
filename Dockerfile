# The API and the web app in one image: `docker compose up` runs it with KurrentDB, MongoDB and Redis
# (`docker compose --profile postgres up api-postgres`: with PostgreSQL and Redis).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json nest-cli.json tsconfig.base.json ./
COPY libs ./libs
COPY apps ./apps
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]
