// The YAML language worker of monaco-yaml (STACK.md: a file with only this import, loaded with `?worker`).
import 'monaco-yaml/yaml.worker.js';
