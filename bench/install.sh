# Sourced by the benches: `install DIR FROM` installs the package-lock'd project of
# folder FROM into DIR, once, and again when FROM's lock changes (a new Docusaurus
# version, say), so that a bench never measures an older install left in bench/out.
install() {
  local dir=$1 from=$2
  mkdir -p "$dir"
  if ! cmp -s "$from/package-lock.json" "$dir/package-lock.json" || [ ! -d "$dir/node_modules" ]; then
    echo "installing $(basename "$dir") (once)..."
    cp "$from/package.json" "$from/package-lock.json" "$dir/"
    (cd "$dir" && npm ci --no-audit --no-fund >/dev/null 2>&1)
  fi
}
