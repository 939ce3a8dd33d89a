{ pkgs }: {
  deps = [
    pkgs.nodejs_20
  ];
}
