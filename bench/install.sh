# Sourced by the benches: `install DIR FROM` installs the package-lock'd project of
# folder FROM into DIR, once, and again when FROM's lock changes (a new Docusaurus
# version, say), so that a bench never measures an older install left in bench/out.
# A failed install leaves no node_modules behind, so the next run tries again.
install() {
  local dir=$1 from=$2
  mkdir -p "$dir"
  if ! cmp -s "$from/package-lock.json" "$dir/package-lock.json" || [ ! -d "$dir/node_modules" ]; then
    echo "installing $(basename "$dir") (once)..."
    cp "$from/package.json" "$from/package-lock.json" "$dir/"
    if ! (cd "$dir" && npm ci --no-audit --no-fund >npm-ci.log 2>&1); then
      cat "$dir/npm-ci.log" >&2
      rm -rf "$dir/node_modules"
      return 1
    fi
  fi
}
