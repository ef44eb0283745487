// The YAML language worker of monaco-yaml (a file with only this import, loaded with `?worker`, as Vite needs for a worker).
import 'monaco-yaml/yaml.worker.js';
