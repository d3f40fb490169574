import HtmlWebpackPlugin from 'html-webpack-plugin';

export default {
  mode: 'production',
  plugins: [new HtmlWebpackPlugin({ template: './src/index.html' })],
};
